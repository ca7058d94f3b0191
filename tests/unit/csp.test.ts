/** The pages' Content-Security-Policy (src/server/site/csp.ts) and the security headers. */
import { describe, expect, it } from 'vitest';
import { API_CSP, inlineScriptHashes, inlineStyleHashes, NO_INLINE, pageCsp } from '#server/site/csp.ts';
import { securityHeaders } from '#server/http/securityHeaders.ts';

// Reference digests from `printf '%s' TEXT | openssl dgst -sha256 -binary | base64`.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"; // alert(1)
const RED = "'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='"; // a{color:red}
const TWO_LINES = "'sha256-HWswD7pcYvhYY/HqqmYtPBUz2t5bz2Ox4gu/alYYq10='"; // x();\ny();

/** The sources of one directive of a policy. */
const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('the page CSP', () => {
  it('allows each inline script by the sha256 of its text, once, and never by unsafe-inline', () => {
    const html = page(
      '<script>alert(1)</script><script type="module">alert(1)</script>',
      '<SCRIPT data-x=">">x();\r\ny();</SCRIPT>',
    );
    expect(inlineScriptHashes(html)).toEqual([ALERT, TWO_LINES].sort());
    const scripts = directive(pageCsp({ scripts: inlineScriptHashes(html), styles: [] }), 'script-src')!;
    expect(scripts).toEqual(expect.arrayContaining(["'self'", ALERT, TWO_LINES]));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('does not hash scripts loaded from a file, and tells src from data-src', () => {
    const html = page(
      '<script type="module" src="/_astro/a.js"></script><script data-src="x">alert(1)</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([ALERT]);
    expect(inlineScriptHashes(page('<script src="/_astro/a.js"></script>'))).toEqual([]);
  });

  it('allows style elements by their hashes and style attributes as such', () => {
    const html = page('<style>a{color:red}</style>', '<span style="font-size:16px">x</span>');
    expect(inlineStyleHashes(html)).toEqual([RED]);
    const policy = pageCsp({ scripts: [], styles: inlineStyleHashes(html) });
    expect(directive(policy, 'style-src')).toEqual(["'self'", RED]);
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('allows no inline script the build did not list', () => {
    expect(directive(pageCsp(NO_INLINE), 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('loads images from the site, data: and blob: only: no other host can count the readers', () => {
    expect(directive(pageCsp(NO_INLINE), 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('locks down plugins, the base address and framing', () => {
    const policy = pageCsp(NO_INLINE);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('lets a JSON answer load nothing and be framed by nobody', () => {
    expect(directive(API_CSP, 'default-src')).toEqual(["'none'"]);
    expect(directive(API_CSP, 'frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('security headers', () => {
  it('send HSTS only when the public origin is https', () => {
    expect(securityHeaders('https://www.beedata.example')['Strict-Transport-Security']).toBe(
      'max-age=31536000',
    );
    expect(securityHeaders('http://localhost:4321')).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders('')).not.toHaveProperty('Strict-Transport-Security');
  });

  it('turn off camera, microphone, geolocation and payment, and forbid sniffing', () => {
    const headers = securityHeaders('http://localhost');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});
