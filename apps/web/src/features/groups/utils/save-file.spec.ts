import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './save-file';

describe('filenameFromContentDisposition', () => {
  it('reads the quoted name the API sends', () => {
    expect(
      filenameFromContentDisposition('attachment; filename="releve-amis-2026-01-05.csv"'),
    ).toBe('releve-amis-2026-01-05.csv');
  });

  it('prefers the RFC 5987 name, decoded', () => {
    expect(
      filenameFromContentDisposition(
        'attachment; filename="releve.csv"; filename*=UTF-8\'\'relev%C3%A9-caf%C3%A9.csv',
      ),
    ).toBe('relevé-café.csv');
  });

  it('reads an unquoted name and unescapes a quoted one', () => {
    expect(filenameFromContentDisposition('attachment; filename=releve.csv')).toBe('releve.csv');
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".csv"')).toBe(
      'a "b".csv',
    );
  });

  it('drops any path and answers null without a name', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/releve.csv"')).toBe(
      'releve.csv',
    );
    expect(filenameFromContentDisposition('attachment')).toBeNull();
    expect(filenameFromContentDisposition(null)).toBeNull();
  });
});
