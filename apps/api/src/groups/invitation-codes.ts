import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '@tontine/contracts';

/** A code from the look-alike-free alphabet, drawn with a cryptographic generator. */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
