import { useEffect, useState } from 'react';

let loaded: Readonly<Record<string, string>> | null = null;
let loading: Promise<Readonly<Record<string, string>>> | null = null;

function loadFlagUrls() {
  loading ??= import('./country-flag-urls').then((m) => (loaded = m.FLAG_URLS));
  return loading;
}

/**
 * A country's flag as an SVG image, not an emoji: Debian's Chromium and many Android builds have
 * no colour-emoji font and draw two letters in boxes. Its size is held while it loads, so
 * nothing moves when it appears.
 */
export function CountryFlag({
  code,
  size = 16,
}: {
  code: string | null | undefined;
  size?: number;
}) {
  const [urls, setUrls] = useState(loaded);
  useEffect(() => {
    if (!urls) void loadFlagUrls().then(setUrls);
  }, [urls]);
  const height = Math.round((size * 2) / 3);
  const style = {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: 2,
    verticalAlign: 'middle',
  };
  const url = code ? urls?.[code.toUpperCase()] : undefined;
  if (!url) return <span aria-hidden style={{ ...style, width: size, height }} />;
  return <img src={url} alt="" aria-hidden width={size} height={height} style={style} />;
}
