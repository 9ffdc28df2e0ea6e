/**
 * A small valid PDF built in code (the demo organisation's sample document): one A4 page per line
 * group, standard Helvetica, a correct cross-reference table, so any PDF viewer opens it.
 */
export function buildDemoPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`);
  const text = [
    `BT /F1 24 Tf 72 760 Td (${escape(title)}) Tj ET`,
    ...lines.map((line, index) => `BT /F1 12 Tf 72 ${720 - index * 20} Td (${escape(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The demo document's bytes (also checked in as `assets/media/demo.pdf`). */
export const DEMO_PDF = () =>
  buildDemoPdf('Peilian product guide', [
    'Welcome to the Peilian training platform.',
    'This sample document belongs to the demo organisation.',
    'Read it for the required time to pass the file-reading task.',
  ]);
