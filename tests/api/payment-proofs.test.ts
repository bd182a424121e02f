import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  errorCatalog,
  PROOF_BYTES_PER_MEMBER_MAX,
  PROOF_BYTES_WINDOW_DAYS,
  PROOF_MAX_BYTES,
  PROOFS_PER_CONTRIBUTION_MAX,
  type PaymentProofDto,
} from '@tontine/contracts';
import { apiUrl } from './support/api-target.js';
import { countRows, query } from './support/database.js';
import { makeGroup, makeMembers, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { PROOF_PDF } from './support/route-fixture.js';
import { signInAs } from './support/sessions.js';
import { uploadInTwoWrites } from './support/split-upload.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The first bytes of a Windows executable: what a renamed .exe starts with. */
const EXE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'),
  Buffer.alloc(200),
]);
/** The smallest Word document file-type and Word read as one. */
const DOCX = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    'word/document.xml': strToU8('<w:document/>'),
  }),
);

function form(bytes: Buffer, name: string, type = 'application/octet-stream'): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

interface World {
  admin: TestUser;
  payer: TestUser;
  other: TestUser;
  outsider: TestUser;
  groupId: string;
}

async function world(): Promise<World> {
  const admin = await makeUser();
  const group = await makeGroup(admin, { start_date: '2026-01-01' });
  const [payer, other] = await makeMembers(group, 2);
  return { admin, payer: payer!, other: other!, outsider: await makeUser(), groupId: group.id };
}

async function pending(w: World, amount = 1000): Promise<string> {
  const answer = await api<{ contribution: { id: string } }>(
    'POST',
    `/api/contributions/cash/record?group_id=${w.groupId}&amount=${amount}&cycle_number=1`,
    { token: w.payer.token },
  );
  expect(answer.status).toBe(201);
  return answer.body.contribution.id;
}

function upload(token: string, id: string, data: FormData, source?: 'camera' | 'file') {
  return api<PaymentProofDto & { code?: string; detail?: string }>(
    'POST',
    `/api/contributions/${id}/proofs${source ? `?source=${source}` : ''}`,
    { token, raw: data },
  );
}

function fetchFile(token: string, url: string) {
  return fetch(`${apiUrl()}${url}`, { headers: { authorization: `Bearer ${token}` } });
}

describe('proofs of payment', () => {
  it('stores a PDF sent by the payer, typed from its bytes, and serves it back as a download', async () => {
    const w = await world();
    const id = await pending(w);
    const sent = await upload(w.payer.token, id, form(PROOF_PDF, 'C:\\reçus\\mai.bin'));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      contribution_id: id,
      file_name: 'mai.pdf',
      mime_type: 'application/pdf',
      size: PROOF_PDF.length,
      source: 'file',
      url: `/api/contributions/${id}/proofs/${sent.body.id}`,
    });
    const served = await fetchFile(w.admin.token, sent.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="mai.pdf"');
    expect(Buffer.from(await served.arrayBuffer()).equals(PROOF_PDF)).toBe(true);

    const listed = await api<PaymentProofDto[]>('GET', `/api/contributions/${id}/proofs`, {
      token: w.payer.token,
    });
    expect(listed.body.map((p) => p.id)).toEqual([sent.body.id]);
  });

  it('keeps a camera photo as an image shown in place, and a docx and a text file as theirs', async () => {
    const w = await world();
    const id = await pending(w);
    const photo = await upload(w.payer.token, id, form(PNG, 'capture.jpg', 'image/jpeg'), 'camera');
    expect(photo.body).toMatchObject({
      mime_type: 'image/png',
      source: 'camera',
      file_name: 'capture.png',
    });
    const served = await fetchFile(w.payer.token, photo.body.url);
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    const docx = await upload(w.payer.token, id, form(DOCX, 'recu.docx'));
    expect(docx.body.mime_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const txt = await upload(
      w.payer.token,
      id,
      form(Buffer.from('Reçu M-Pesa QX12AB\n1000 KES'), 'r.txt'),
    );
    expect(txt.body.mime_type).toBe('text/plain');
    expect(await countRows('payment_proofs', 'contribution_id = ?', [id])).toBe(3);
  });

  it('refuses a renamed executable and an empty file by their content, writing nothing', async () => {
    const w = await world();
    const id = await pending(w);
    for (const [bytes, name] of [
      [EXE, 'recu.pdf'],
      [Buffer.alloc(0), 'vide.txt'],
      [Buffer.from([0, 1, 2, 3, 255, 254]), 'data.txt'],
    ] as const) {
      const answer = await upload(w.payer.token, id, form(bytes, name, 'application/pdf'));
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({
        code: 'PROOF_TYPE_REFUSED',
        detail: 'Type de fichier non accepté : images, pdf, doc, docx ou txt',
      });
    }
    expect(await countRows('payment_proofs', 'contribution_id = ?', [id])).toBe(0);
  });

  it('refuses a file over 10 MB with the documents’ message', async () => {
    const w = await world();
    const id = await pending(w);
    const big = Buffer.concat([
      PROOF_PDF,
      Buffer.alloc(PROOF_MAX_BYTES + 1 - PROOF_PDF.length, 32),
    ]);
    const answer = await upload(w.payer.token, id, form(big, 'gros.pdf'));
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      code: 'PROOF_TOO_LARGE',
      detail: 'Fichier trop volumineux. Taille maximale: 10MB',
    });
    const exact = Buffer.concat([PROOF_PDF, Buffer.alloc(PROOF_MAX_BYTES - PROOF_PDF.length, 32)]);
    expect((await upload(w.payer.token, id, form(exact, 'juste.pdf'))).status).toBe(201);
    expect(await countRows('payment_proofs', 'contribution_id = ?', [id])).toBe(1);
  });

  it('refuses a file whose bytes past 10 MB arrive after the first 10 MB, storing nothing', async () => {
    const w = await world();
    const id = await pending(w);
    const answer = await uploadInTwoWrites({
      method: 'POST',
      path: `/api/contributions/${id}/proofs`,
      token: w.payer.token,
      field: 'file',
      fileName: 'coupe.pdf',
      type: 'application/pdf',
      first: Buffer.concat([PROOF_PDF, Buffer.alloc(PROOF_MAX_BYTES - PROOF_PDF.length, 32)]),
      rest: Buffer.alloc(1, 32),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'PROOF_TOO_LARGE' });
    expect(await countRows('payment_proofs', 'contribution_id = ?', [id])).toBe(0);
  });

  it('keeps at most 5 proofs on one contribution, even sent at once, with the catalogue’s message', async () => {
    const w = await world();
    const id = await pending(w);
    const answers = await Promise.all(
      Array.from({ length: PROOFS_PER_CONTRIBUTION_MAX + 3 }, (_, i) =>
        upload(w.payer.token, id, form(PNG, `recu-${i}.png`)),
      ),
    );
    const stored = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(stored).toHaveLength(PROOFS_PER_CONTRIBUTION_MAX);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body).toMatchObject({
      code: 'PROOFS_PER_CONTRIBUTION_REACHED',
      detail:
        'Nombre maximal de justificatifs atteint pour cette contribution : 5. Supprimez-en un pour en joindre un autre',
    });
    expect(await countRows('payment_proofs', 'contribution_id = ?', [id])).toBe(5);

    // Taking one back makes room for another.
    const removed = await api('DELETE', `/api/contributions/${id}/proofs/${stored[0]!.body.id}`, {
      token: w.payer.token,
    });
    expect(removed.status).toBe(204);
    expect((await upload(w.payer.token, id, form(PNG, 'autre.png'))).status).toBe(201);
    expect((await upload(w.payer.token, id, form(PNG, 'encore.png'))).status).toBe(409);
  });

  it('bounds the bytes one member sends over 30 days, whatever the contribution', async () => {
    const w = await world();
    const [first, second] = [await pending(w, 500), await pending(w, 500)];
    const largest = Buffer.concat([
      PROOF_PDF,
      Buffer.alloc(PROOF_MAX_BYTES - PROOF_PDF.length, 32),
    ]);
    const perMember = PROOF_BYTES_PER_MEMBER_MAX / PROOF_MAX_BYTES;
    const sent: string[] = [];
    for (let i = 0; i < perMember; i += 1) {
      const answer = await upload(
        w.payer.token,
        i < PROOFS_PER_CONTRIBUTION_MAX ? first : second,
        form(largest, `releve-${i}.pdf`),
      );
      expect(answer.status).toBe(201);
      sent.push(answer.body.id);
    }
    // The limit is reached: even a tiny receipt, on a third contribution of another group, waits.
    const elsewhere = await makeGroup(w.admin, { start_date: '2026-01-01' });
    await api('POST', '/api/groups/join-with-permanent-code', {
      token: w.payer.token,
      body: { permanent_code: elsewhere.permanent_invitation_code },
    });
    const third = await pending({ ...w, groupId: elsewhere.id });
    const over = await upload(w.payer.token, third, form(PNG, 'petit.png'));
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'PROOF_BYTES_PER_MEMBER_REACHED',
      detail: errorCatalog.PROOF_BYTES_PER_MEMBER_REACHED.message.fr,
    });
    expect(over.body.detail).toBe(
      'Volume maximal de justificatifs atteint : 100MB sur 30 jours. Supprimez un justificatif en attente ou réessayez plus tard',
    );
    expect(await countRows('payment_proofs', 'contribution_id = ?', [third])).toBe(0);
    // Another member is not held back by this one.
    const others = await pending({ ...w, payer: w.other });
    expect((await upload(w.other.token, others, form(PNG, 'a.png'))).status).toBe(201);

    // A receipt sent more than 30 days ago no longer counts.
    await query('UPDATE payment_proofs SET created_at = ? WHERE id = ?', [
      new Date(Date.now() - (PROOF_BYTES_WINDOW_DAYS + 1) * 86_400_000),
      sent[0],
    ]);
    expect((await upload(w.payer.token, third, form(PNG, 'petit.png'))).status).toBe(201);
  });

  it('lets only the payer send, and only while the contribution is pending', async () => {
    const w = await world();
    const id = await pending(w);
    expect((await upload(w.admin.token, id, form(PROOF_PDF, 'a.pdf'))).status).toBe(403);
    expect((await upload(w.other.token, id, form(PROOF_PDF, 'a.pdf'))).status).toBe(403);
    expect((await upload(w.outsider.token, id, form(PROOF_PDF, 'a.pdf'))).status).toBe(404);
    const approved = await api('POST', `/api/contributions/${id}/approve`, {
      token: w.admin.token,
    });
    expect(approved.status).toBe(200);
    const late = await upload(w.payer.token, id, form(PROOF_PDF, 'a.pdf'));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('PROOF_CONTRIBUTION_NOT_PENDING');
    expect(await countRows('payment_proofs', 'contribution_id = ?', [id])).toBe(0);
  });

  it('serves the proofs to the payer, the group’s admins and super admins only; a super admin is audited', async () => {
    const w = await world();
    const id = await pending(w);
    const sent = await upload(w.payer.token, id, form(PROOF_PDF, 'a.pdf'));
    const superAdmin = await signInAs('superAdmin');
    for (const token of [w.payer.token, w.admin.token, superAdmin]) {
      expect((await fetchFile(token, sent.body.url)).status).toBe(200);
    }
    expect((await fetchFile(w.other.token, sent.body.url)).status).toBe(403);
    expect((await fetchFile(w.outsider.token, sent.body.url)).status).toBe(404);
    expect((await fetchFile('', sent.body.url)).status).toBe(401);
    const list = await api('GET', `/api/contributions/${id}/proofs`, { token: w.outsider.token });
    expect(list.status).toBe(404);
    expect(
      await countRows('audit_entries', 'action = ? AND details LIKE ?', [
        'payment_proof_viewed',
        `${sent.body.id}%`,
      ]),
    ).toBe(1);
    const missing = await fetchFile(w.payer.token, `/api/contributions/${id}/proofs/${id}`);
    expect(missing.status).toBe(404);
  });

  it('lets the payer take a proof back while pending, and nobody else', async () => {
    const w = await world();
    const id = await pending(w);
    const first = await upload(w.payer.token, id, form(PROOF_PDF, 'a.pdf'));
    const second = await upload(w.payer.token, id, form(PNG, 'b.png'));
    const path = `/api/contributions/${id}/proofs/${first.body.id}`;
    expect((await api('DELETE', path, { token: w.admin.token })).status).toBe(403);
    expect((await api('DELETE', path, { token: w.outsider.token })).status).toBe(404);
    expect((await api('DELETE', path, { token: w.payer.token })).status).toBe(204);
    expect((await api('DELETE', path, { token: w.payer.token })).status).toBe(404);
    expect(await countRows('payment_proofs', 'contribution_id = ?', [id])).toBe(1);

    await api('POST', `/api/contributions/${id}/reject`, {
      token: w.admin.token,
      body: { reason: 'Montant non reçu' },
    });
    const after = await api('DELETE', `/api/contributions/${id}/proofs/${second.body.id}`, {
      token: w.payer.token,
    });
    expect(after.status).toBe(409);
    expect(await countRows('payment_proofs', 'contribution_id = ?', [id])).toBe(1);
  });

  it('removes a deleted group’s proofs', async () => {
    const w = await world();
    const id = await pending(w);
    await upload(w.payer.token, id, form(PROOF_PDF, 'a.pdf'));
    expect((await api('DELETE', `/api/groups/${w.groupId}`, { token: w.admin.token })).status).toBe(
      200,
    );
    expect(await countRows('payment_proofs', 'contribution_id = ?', [id])).toBe(0);
  });

  it('removes a deleted account’s proofs, files and rows', async () => {
    const w = await world();
    const id = await pending(w);
    const sent = await upload(w.payer.token, id, form(PROOF_PDF, 'a.pdf'));
    const superAdmin = await signInAs('superAdmin');
    const deleted = await api('POST', `/api/superadmin/users/${w.payer.user.id}/action`, {
      token: superAdmin,
      body: { action: 'delete' },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await countRows('payment_proofs', 'contribution_id = ?', [id])).toBe(0);
    expect((await fetchFile(w.admin.token, sent.body.url)).status).toBe(404);
  });
});
