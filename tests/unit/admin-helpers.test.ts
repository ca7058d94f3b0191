import { describe, expect, it } from 'vitest';
import { validateForm } from '#lib/form.ts';
import { retryDelayMs, type PublishQueue, type PublishRun } from '#lib/publishQueue.ts';
import {
  emptyValues,
  payloadOf,
  rulesOf,
  splitTags,
  valuesOf,
  visibleFields,
} from '#islands/admin/fields.ts';
import { changeText, queueBusy, retryNotes, shortTime, toLiveText } from '#islands/admin/labels.ts';
import { uploadProblem } from '#islands/admin/upload.ts';
import { fenToYuanInput as centsToYuan, yuanToFen as yuanToCents } from '#lib/commerce/price.ts';

describe('editor form values and payloads', () => {
  it('converts yuan text to cents and back without float drift', () => {
    expect(yuanToCents('19.9')).toBe(1990);
    expect(yuanToCents('0.07')).toBe(7);
    expect(yuanToCents('1200')).toBe(120000);
    expect(centsToYuan(1990)).toBe('19.90');
    expect(centsToYuan(0)).toBe('');
  });

  it('splits tags on either comma and 、, dropping blanks and duplicates', () => {
    expect(splitTags(' 玉米, 小麦，玉米、 ,病虫害 ')).toEqual(['玉米', '小麦', '病虫害']);
  });

  it('sends report fields only for reports', () => {
    const news = { ...emptyValues('article'), title: ' 标题 ', price_cents: '9.9', tags: '玉米，小麦' };
    const body = payloadOf('article', news);
    expect(body).toMatchObject({ kind: 'news', title: '标题', tags: ['玉米', '小麦'], column_id: null });
    expect(body).not.toHaveProperty('price_cents');
    const report = payloadOf('article', { ...news, kind: 'report', page_count: '12', vip_only: true });
    expect(report).toMatchObject({ price_cents: 990, page_count: 12, vip_only: true, attachment_id: null });
    expect(visibleFields('article', { kind: 'report' }).map((f) => f.name)).toContain('attachment_id');
  });

  it('reads a record from the get call back into the same form values', () => {
    const record = {
      id: 3,
      kind: 'report',
      title: '玉米产业报告',
      column_id: 4,
      category_id: null,
      tags: [
        { id: 1, name: '玉米' },
        { id: 2, name: '饲料' },
      ],
      price_cents: 1990,
      vip_only: true,
      page_count: 30,
      content_html: '<p>正文</p>',
    };
    const values = valuesOf('article', record);
    expect(values).toMatchObject({
      column_id: '4',
      category_id: '',
      tags: '玉米，饲料',
      price_cents: '19.90',
    });
    expect(payloadOf('article', values)).toMatchObject({
      column_id: 4,
      price_cents: 1990,
      tags: ['玉米', '饲料'],
    });
    expect(payloadOf('reference', { ...emptyValues('reference'), year: '' })).not.toHaveProperty('year');
  });

  it('checks the form with the shared Chinese messages', () => {
    const empty = validateForm(rulesOf('article'), emptyValues('article'));
    expect(empty.errors.title).toBe('标题不能为空');
    const bad = validateForm(rulesOf('article'), {
      ...emptyValues('article'),
      title: 'x'.repeat(201),
      price_cents: '1.999',
      page_count: '-1',
    });
    expect(bad.errors).toMatchObject({
      title: '标题不能超过200个字',
      price_cents: '请输入正确的金额（最多两位小数）',
      page_count: '请输入0或正整数',
    });
    const year = validateForm(rulesOf('reference'), {
      ...emptyValues('reference'),
      title: 't',
      year: '1800',
    });
    expect(year.errors.year).toBe('年份应在1900到2100之间');
    expect(validateForm(rulesOf('product'), { ...emptyValues('product'), title: '产品' }).valid).toBe(true);
  });
});

const run = (over: Partial<PublishRun>): PublishRun => ({
  id: 1,
  status: 'live',
  changes: [],
  startedAt: null,
  finishedAt: null,
  toLiveMs: null,
  pagesChanged: null,
  error: null,
  attempt: 1,
  nextRetryAt: null,
  retry: null,
  ...over,
});

describe('publish queue labels', () => {
  it('says how long a change took to go live', () => {
    expect(toLiveText(4800)).toBe('4.8 秒后上线');
    expect(toLiveText(12_000)).toBe('12.0 秒后上线');
    expect(toLiveText(95_000)).toBe('1 分 35 秒后上线');
    expect(toLiveText(null)).toBe('—');
  });

  it('polls only while a change waits, a run is queued or building, or its later list pages are', () => {
    const done = '2026-11-21T08:00:00.000Z';
    const idle: PublishQueue = {
      pending: [],
      runs: [run({ status: 'live', finishedAt: done }), run({ status: 'failed', finishedAt: done })],
    };
    expect(queueBusy(null)).toBe(false);
    expect(queueBusy(idle)).toBe(false);
    expect(queueBusy({ ...idle, runs: [run({ status: 'running' })] })).toBe(true);
    expect(queueBusy({ ...idle, runs: [run({ status: 'queued' })] })).toBe(true);
    // Live, with the later list pages still being built.
    expect(queueBusy({ ...idle, runs: [run({ status: 'live', finishedAt: null })] })).toBe(true);
    const change = { eventId: 9, entity: 'article', entityId: 12, action: 'publish', at: '' } as const;
    expect(queueBusy({ ...idle, pending: [change] })).toBe(true);
    expect(changeText(change)).toBe('发布 文章 #12');
  });

  it('shows times in China time with seconds', () => {
    expect(shortTime('2026-11-21T08:05:09.000Z')).toBe('11-21 16:05:09');
    expect(shortTime(null)).toBe('—');
  });

  it('waits 5 s, 30 s, 2 min, 10 min, then every 30 min before trying failed changes again', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map(retryDelayMs)).toEqual([
      5_000, 30_000, 120_000, 600_000, 1_800_000, 1_800_000, 1_800_000,
    ]);
  });

  it('says which try a run was, when a failed one is tried again and how the retry went', () => {
    const failed = run({ status: 'failed', attempt: 2, nextRetryAt: '2026-11-21T08:05:09.000Z' });
    expect(retryNotes(failed)).toEqual(['第 2 次尝试', '将于 16:05 重试']);
    expect(retryNotes(run({ status: 'live' }))).toEqual([]);
    expect(retryNotes(run({ status: 'live', attempt: 3 }))).toEqual(['第 3 次尝试']);
    const retried = (status: PublishRun['status']) =>
      retryNotes(run({ status: 'failed', retry: { runId: 7, attempt: 2, status } }));
    expect(retried('live')).toEqual(['第 1 次尝试', '已重试，第 2 次尝试成功上线（批次 #7）']);
    expect(retried('running')).toEqual(['第 1 次尝试', '正在重试（批次 #7）']);
    expect(retried('failed')).toEqual(['第 1 次尝试', '第 2 次尝试仍失败（批次 #7）']);
  });

  it('polls while a failed run’s retry is near, not for one half an hour away', () => {
    const at = Date.parse('2026-11-21T08:00:00.000Z');
    const waiting = (ms: number): PublishQueue => ({
      pending: [],
      runs: [run({ status: 'failed', finishedAt: 'x', nextRetryAt: new Date(at + ms).toISOString() })],
    });
    expect(queueBusy(waiting(30_000), at)).toBe(true);
    expect(queueBusy(waiting(1_800_000), at)).toBe(false);
  });
});

describe('attachment checks before upload', () => {
  it('takes PDFs up to the size limit only', () => {
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 1024 })).toBeNull();
    expect(uploadProblem({ name: 'a.PDF', type: '', size: 1024 })).toBeNull();
    expect(uploadProblem({ name: 'a.docx', type: 'application/msword', size: 1024 })).toBe(
      '仅支持上传PDF文件',
    );
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 21 * 1024 * 1024 })).toBe(
      '文件大小不能超过20MB',
    );
  });
});
