import { describe, expect, it } from 'vitest';
import {
  createCsvRecordCounter,
  exportSourcePath,
  fileNameFromDisposition,
} from './desktop-bridge.js';

describe('fileNameFromDisposition', () => {
  it('reads the plain and the RFC 5987 forms, the encoded one first', () => {
    expect(fileNameFromDisposition('attachment; filename="audit-2026-03-09.csv"')).toBe(
      'audit-2026-03-09.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=users.csv')).toBe('users.csv');
    expect(
      fileNameFromDisposition(
        `attachment; filename="x.csv"; filename*=UTF-8''utilisateurs-%C3%A9t%C3%A9.csv`,
      ),
    ).toBe('utilisateurs-été.csv');
  });

  it('keeps only a bare name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\Windows\\\\x.csv"')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment; filename=".."')).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('createCsvRecordCounter', () => {
  const count = (...chunks: string[]) => {
    const counter = createCsvRecordCounter();
    chunks.forEach((chunk) => counter.push(chunk));
    return counter.rows();
  };

  it('counts data records, not the header, across chunk boundaries', () => {
    expect(count('\uFEFFa,b\r\n1,2\r\n3,4\r\n')).toBe(2);
    expect(count('a,b\r', '\n1,2\r\n3', ',4')).toBe(2);
    expect(count('a,b\n')).toBe(0);
    expect(count('')).toBe(0);
  });

  it('does not split a record on a line break inside quotes', () => {
    expect(count('a,b\n1,"deux\nlignes"\n2,"dit ""oui""\n, ok"\n')).toBe(2);
    expect(count('a,b\n1,"deux', '\nlignes"\n')).toBe(1);
  });
});

describe('exportSourcePath', () => {
  it('maps kinds to the export route and backups to their download', () => {
    expect(exportSourcePath('audit')).toBe('/api/superadmin/export/audit');
    expect(exportSourcePath('backup:b 1')).toBe('/api/superadmin/backups/b%201/download');
  });
});
