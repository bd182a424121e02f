import { describe, expect, it } from 'vitest';
import { externalLinkTarget } from './harden-web-contents';

describe('externalLinkTarget', () => {
  it('lets https links open in the system browser', () => {
    expect(externalLinkTarget('https://polygonscan.com/tx/0xabc')).toBe(
      'https://polygonscan.com/tx/0xabc',
    );
  });

  it.each([
    'http://example.org/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'smb://host/share',
    'https://user:pass@example.org/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(externalLinkTarget(url)).toBeNull();
  });
});
