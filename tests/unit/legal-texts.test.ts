/**
 * Issue 30: the documents' texts name only placeholders the constants answer, the privacy policy prints the
 * retention and deletion periods from them, and the Markdown renderer makes only its own markup.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DELETION, RETENTION } from '#lib/legal/retention.ts';
import { fillPlaceholders, siteFacts, unknownPlaceholders } from '#lib/legal/placeholders.ts';
import { markdownToHtml } from '#lib/legal/markdown.ts';
import { siteIdentity } from '#lib/site.ts';
import { databaseEnv } from '#server/env.ts';

const SITE = siteIdentity(databaseEnv({ NODE_ENV: 'test' }));

const text = (kind: string) => readFileSync(`src/server/db/reference/legal/${kind}.md`, 'utf8');

describe('the version 1 texts', () => {
  it.each(['terms', 'privacy'])('%s names no placeholder that no constant answers', (kind) => {
    expect(unknownPlaceholders(text(kind))).toEqual([]);
  });

  it('the privacy policy states every retention and deletion period through its constant, never typed', () => {
    const body = text('privacy');
    for (const name of Object.keys(RETENTION)) expect(body).toContain(`{{RETENTION.${name}}}`);
    for (const name of Object.keys(DELETION)) expect(body).toContain(`{{DELETION.${name}}}`);
    const filled = fillPlaceholders(body, siteFacts(SITE));
    expect(filled).toContain(`${RETENTION.smsCodeDays} 天`);
    expect(filled).toContain(`${DELETION.coolingOffDays} 天的冷静期`);
    expect(filled).toContain(SITE.company);
    expect(filled).not.toMatch(/\{\{/);
  });

  it('the privacy policy names every outside recipient and every right of the member', () => {
    const body = text('privacy');
    for (const word of [
      '短信服务商',
      '微信',
      'QQ',
      '微信支付',
      '支付宝',
      '查阅',
      '复制',
      '更正',
      '删除',
      '注销账号',
      '撤回同意',
      '未成年人',
    ])
      expect(body).toContain(word);
  });
});

describe('markdownToHtml', () => {
  it('renders headings one level down, lists, tables, bold and site or https links', () => {
    const html = markdownToHtml(
      '## 一、收集\n\n第一行\n第二行\n\n- 甲\n- **乙**\n\n1. 一\n2. 二\n\n| 项 | 期限 |\n| --- | --- |\n| 日志 | 180 天 |\n\n[政策](/legal/privacy) [外站](https://example.com/a?b=1&c=2)',
    );
    expect(html).toBe(
      [
        '<h3>一、收集</h3>',
        '<p>第一行<br>第二行</p>',
        '<ul><li>甲</li><li><strong>乙</strong></li></ul>',
        '<ol><li>一</li><li>二</li></ol>',
        '<table><thead><tr><th>项</th><th>期限</th></tr></thead><tbody><tr><td>日志</td><td>180 天</td></tr></tbody></table>',
        '<p><a href="/legal/privacy">政策</a> <a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">外站</a></p>',
      ].join('\n'),
    );
  });

  it('escapes every character of the text and leaves other links as text', () => {
    const html = markdownToHtml('<script>alert(1)</script> [x](javascript:alert(1)) [y](//evil.example) "q"');
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1)) [y](//evil.example) &quot;q&quot;</p>',
    );
  });
});
