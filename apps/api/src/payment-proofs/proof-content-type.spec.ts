import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectProofType } from './proof-content-type.js';
import { proofFileName } from './payment-proofs.service.js';

/** A compound file's header (Word 97–2003, Excel 97–2003, .msi all start so). */
const CFB_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const cfb = (stream: string) =>
  Buffer.concat([CFB_MAGIC, Buffer.alloc(504), Buffer.from(stream, 'utf16le'), Buffer.alloc(64)]);

describe('the type of a proof, read from its bytes', () => {
  it('knows the images, PDF and Word documents by their signatures', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await detectProofType(png)).toBe('image/png');
    expect(await detectProofType(Buffer.from('%PDF-1.7\n%%EOF'))).toBe('application/pdf');
    const docx = Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
        'word/document.xml': strToU8('<w:document/>'),
      }),
    );
    expect(await detectProofType(docx)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await detectProofType(cfb('WordDocument'))).toBe('application/msword');
  });

  it('takes UTF-8 text without control characters as text', async () => {
    expect(await detectProofType(Buffer.from('Reçu M-Pesa\r\n\tQX12 — 1 000 KES\n'))).toBe(
      'text/plain',
    );
    expect(await detectProofType(Buffer.from('abc\u0000def'))).toBeNull();
    expect(await detectProofType(Buffer.from([0xc3, 0x28]))).toBeNull();
  });

  it('refuses what is none of them: an executable, an archive, a spreadsheet, nothing', async () => {
    const exe = Buffer.concat([
      Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
      Buffer.alloc(64),
    ]);
    expect(await detectProofType(exe)).toBeNull();
    expect(await detectProofType(Buffer.from(zipSync({ 'a.txt': strToU8('a') })))).toBeNull();
    expect(await detectProofType(cfb('Workbook'))).toBeNull();
    expect(await detectProofType(Buffer.alloc(0))).toBeNull();
  });
});

describe('the name a proof is downloaded under', () => {
  it('keeps the stem, drops any path and control characters, takes the real extension', () => {
    expect(proofFileName('C:\\Users\\a\\reçu mai.PNG', 'application/pdf', 'file')).toBe(
      'reçu mai.pdf',
    );
    expect(proofFileName('../../etc/passwd', 'text/plain', 'file')).toBe('passwd.txt');
    expect(proofFileName('"\u0007.jpg', 'image/jpeg', 'camera')).toBe('photo.jpg');
  });
});
