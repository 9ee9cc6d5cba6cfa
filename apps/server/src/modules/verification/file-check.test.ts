import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile } from './file-check.ts';

/**
 * A small PDF assembled from object bodies (numbered from 1), with a correct xref table;
 * `streams` gives an object a stream (its dictionary is the body, /Length added).
 */
function pdf(objects: string[], streams: Record<number, Buffer> = {}, trailer = '') {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  objects.forEach((body, index) => {
    const number = index + 1;
    const data = streams[number];
    const chunk = data
      ? Buffer.concat([
          Buffer.from(`${number} 0 obj\n<< ${body} /Length ${data.length} >>\nstream\n`, 'latin1'),
          data,
          Buffer.from('\nendstream\nendobj\n', 'latin1'),
        ])
      : Buffer.from(`${number} 0 obj\n${body}\nendobj\n`, 'latin1');
    offsets.push(at);
    at += chunk.length;
    parts.push(chunk);
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>`,
    'startxref',
    String(at),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

const PAGES = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
];
const content = Buffer.from('BT /F1 12 Tf 20 100 Td (Passport) Tj ET');

/** An object stream holding `bodies` as objects `first`, `first + 1`... */
function objectStream(bodies: string[], first: number) {
  let offset = 0;
  const index: string[] = [];
  for (const [i, body] of bodies.entries()) {
    index.push(`${first + i} ${offset}`);
    offset += body.length + 1;
  }
  const head = `${index.join(' ')} `;
  return { head, data: Buffer.from(head + bodies.join('\n')) };
}

const ACTIVE = 'This PDF contains scripts or attachments; send a plain scan';
const UNCHECKABLE =
  'This PDF cannot be checked (encrypted or unusual compression); send a plain scan';

describe('PDF uploads: active content is found however it is written', () => {
  it('keeps a plain scan with a compressed page', async () => {
    const plain = pdf([...PAGES, '/Filter /FlateDecode'], { 4: deflateSync(content) });
    const checked = await checkDocumentFile(plain, 'scan.pdf');
    expect(checked).toMatchObject({ ok: true, contentType: 'application/pdf' });
  });

  it.each([
    [
      '/J#61vaScript',
      '<< /Type /Catalog /Pages 2 0 R /Names << /J#61vaScript << /Names [(a) << /S /J#61vaScript /J#53 (app.alert(1)) >>] >> >> >>',
    ],
    ['/Open#41ction', '<< /Type /Catalog /Pages 2 0 R /Open#41ction 5 0 R >>'],
    [
      '/#4c#61unch',
      '<< /Type /Catalog /Pages 2 0 R /Names << /X << /S /#4c#61unch /F (calc.exe) >> >> >>',
    ],
    ['/#41A', '<< /Type /Catalog /Pages 2 0 R /#41A << /O 5 0 R >> >>'],
  ])('refuses a name escaped as %s', async (_name, catalog) => {
    const escaped = pdf([catalog, ...PAGES.slice(1), '/Filter /FlateDecode'], {
      4: deflateSync(content),
    });
    expect(await checkDocumentFile(escaped, 'scan.pdf')).toEqual({ ok: false, message: ACTIVE });
  });

  it('refuses JavaScript hidden in a compressed object stream', async () => {
    const hidden = objectStream(
      ['<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>', '<< /Type /Annot /A 5 0 R >>'],
      5,
    );
    const sneaky = pdf(
      [
        '<< /Type /Catalog /Pages 2 0 R >>',
        ...PAGES.slice(1),
        '/Filter /FlateDecode',
        `/Type /ObjStm /N 2 /First ${hidden.head.length} /Filter /FlateDecode`,
      ],
      { 4: deflateSync(content), 5: deflateSync(hidden.data) },
    );
    expect(Buffer.from(sneaky).toString('latin1')).not.toContain('JavaScript');
    expect(await checkDocumentFile(sneaky, 'scan.pdf')).toEqual({ ok: false, message: ACTIVE });
  });

  it('refuses an escaped name inside an object stream with an escaped filter name', async () => {
    const hidden = objectStream(['<< /S /Java#53cript /JS (x) >>'], 5);
    const sneaky = pdf(
      [
        ...PAGES,
        '/Filter /FlateDecode',
        `/Type /Obj#53tm /N 1 /First ${hidden.head.length} /Filter [/Fl#61teDecode]`,
      ],
      { 4: deflateSync(content), 5: deflateSync(hidden.data) },
    );
    expect(await checkDocumentFile(sneaky, 'scan.pdf')).toEqual({ ok: false, message: ACTIVE });
  });

  it('refuses an embedded file whose stream is the only trace, once decoded', async () => {
    const hidden = objectStream(
      ['<< /Type /Filespec /EF << /F 6 0 R >> /Type /EmbeddedFile >>'],
      5,
    );
    const sneaky = pdf(
      [...PAGES, '/Filter /FlateDecode', `/N 1 /First ${hidden.head.length} /Filter /FlateDecode`],
      { 4: deflateSync(content), 5: deflateSync(hidden.data) },
    );
    expect(await checkDocumentFile(sneaky, 'scan.pdf')).toEqual({ ok: false, message: ACTIVE });
  });

  it('refuses an object stream it cannot decode and an encrypted PDF, since it cannot look inside', async () => {
    const broken = pdf(
      [...PAGES, '/Filter /FlateDecode', '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode'],
      { 4: deflateSync(content), 5: Buffer.from('x\x9c not zlib at all') },
    );
    expect(await checkDocumentFile(broken, 'scan.pdf')).toEqual({
      ok: false,
      message: UNCHECKABLE,
    });
    const lzw = pdf(
      [...PAGES, '/Filter /FlateDecode', '/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode'],
      {
        4: deflateSync(content),
        5: Buffer.from([0x80, 0x0b, 0x60, 0x50]),
      },
    );
    expect(await checkDocumentFile(lzw, 'scan.pdf')).toEqual({ ok: false, message: UNCHECKABLE });
    const encrypted = pdf(
      [...PAGES, '/Filter /FlateDecode', '<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'],
      { 4: Buffer.from('encrypted bytes') },
      '/Encrypt 5 0 R /ID [<01> <01>]',
    );
    expect(await checkDocumentFile(encrypted, 'scan.pdf')).toEqual({
      ok: false,
      message: UNCHECKABLE,
    });
  });
});
