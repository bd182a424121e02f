export interface HistoryReference {
  kind: string;
  match: string;
}

export interface Allowlist {
  permanent: string[];
  pending: string[];
}

export interface AddedLine {
  number: number;
  text: string;
}

export const HISTORY_PATTERNS: { kind: string; pattern: RegExp }[];

export function findHistoryReferences(line: string): HistoryReference[];

export function parseAllowlist(text: string): Allowlist;

export function addedLines(diff: string): Map<string, AddedLine[]>;

export function checkFiles(options: {
  files: string[];
  read: (path: string) => string | null;
  allowlist: Allowlist;
  added: Map<string, AddedLine[]> | null;
}): string[];
