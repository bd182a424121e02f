import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font, FontCollection } from 'fontkit';
import type PDFDocument from 'pdfkit';

export interface PdfKit {
  PDFDocument: typeof PDFDocument;
  regular: Font;
  bold: Font;
}

let loading: Promise<PdfKit> | undefined;

/**
 * pdfkit and the fonts, loaded with the first document and kept: an API that never renders a
 * PDF never holds them (its idle memory matters, decision 0068). The fonts are parsed once and
 * the parsed faces handed to each document: parsing them again for every document cost about
 * four times the rendering of a short one.
 */
export function loadPdfKit(): Promise<PdfKit> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<PdfKit> {
  const require = createRequire(import.meta.url);
  // The typeface embedded in every document: Noto Sans (OFL) carries French and Swahili whole.
  const [pdfkit, fontkit, regular, bold] = await Promise.all([
    import('pdfkit'),
    import('fontkit'),
    readFile(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    readFile(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  ]);
  return {
    PDFDocument: pdfkit.default,
    regular: face(fontkit.create(regular)),
    bold: face(fontkit.create(bold)),
  };
}

function face(font: Font | FontCollection): Font {
  if ('fonts' in font) throw new Error('expected one font face, got a collection');
  return font;
}

/**
 * Selects a parsed face. pdfkit 0.20 takes a fontkit font as it takes a file (its changelog:
 * "Accept already-parsed fontkit Font instances in doc.font()"); its type definitions (0.17)
 * still list only paths and bytes.
 */
export function useFont(doc: PDFKit.PDFDocument, font: Font, size: number): void {
  doc.font(font as unknown as PDFKit.Mixins.PDFFontSource, size);
}
