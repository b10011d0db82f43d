import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../src/lib/userAgent';

describe('a login’s browser, in a few words (settings/logs)', () => {
  it('names the browser, its major version and the system', () => {
    const cases: [string, string][] = [
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome 126 · Windows'],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
        'Edge 126 · Windows',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox 127 · Linux'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari 17 · macOS'],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari 17 · iOS',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
        'Chrome 126 · iOS',
      ],
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36', 'Chrome 126 · Android'],
      ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome 126 · ChromeOS'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0', 'Opera 111 · Windows'],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/143.0.0.0 Safari/537.36', 'Headless Chrome 143 · Linux'],
    ];
    for (const [agent, words] of cases) expect(describeUserAgent(agent), agent).toBe(words);
  });

  it('shows an agent it does not know as it is, cut when long, and nothing for none', () => {
    expect(describeUserAgent('python-requests/2.32.3')).toBe('python-requests/2.32.3');
    expect(describeUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    const long = `SomeMonitor/1.0 (${'x'.repeat(60)})`;
    expect(describeUserAgent(long)).toBe(`${long.slice(0, 39)}…`);
    expect(describeUserAgent(null)).toBe('');
    expect(describeUserAgent('  ')).toBe('');
  });
});
