import { describe, expect, it } from 'vitest';
import { isTrustedRendererUrl, type RendererSource } from './trusted-renderer';

const packaged: RendererSource = {
  kind: 'file',
  url: 'file:///opt/Tontine/resources/app/out/renderer/index.html',
};
const devServer: RendererSource = { kind: 'dev-server', url: 'http://localhost:5173/' };

describe('isTrustedRendererUrl', () => {
  it('accepts the packaged index.html only', () => {
    expect(isTrustedRendererUrl(packaged.url, packaged)).toBe(true);
    expect(isTrustedRendererUrl(`${packaged.url}#/console`, packaged)).toBe(true);
    expect(isTrustedRendererUrl('file:///tmp/evil/index.html', packaged)).toBe(false);
    expect(
      isTrustedRendererUrl('file:///opt/Tontine/resources/app/out/renderer/other.html', packaged),
    ).toBe(false);
    expect(isTrustedRendererUrl('https://example.org/index.html', packaged)).toBe(false);
  });

  it('accepts any page of the dev server and nothing else', () => {
    expect(isTrustedRendererUrl('http://localhost:5173/index.html', devServer)).toBe(true);
    expect(isTrustedRendererUrl('http://localhost:5174/', devServer)).toBe(false);
    expect(isTrustedRendererUrl('http://127.0.0.1:5173/', devServer)).toBe(false);
    expect(isTrustedRendererUrl('https://localhost:5173/', devServer)).toBe(false);
  });

  it('refuses a missing or malformed sender', () => {
    expect(isTrustedRendererUrl(null, packaged)).toBe(false);
    expect(isTrustedRendererUrl(undefined, devServer)).toBe(false);
    expect(isTrustedRendererUrl('', devServer)).toBe(false);
    expect(isTrustedRendererUrl('::not a url', devServer)).toBe(false);
  });
});
