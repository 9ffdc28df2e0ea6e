import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

interface Props {
  value: string;
  size: number;
  label: string;
  testId?: string;
}

/** A QR code drawn as one SVG path (qrcode-generator, byte mode, error level M). */
export function QrCode({ value, size, label, testId }: Props) {
  const { count, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value, 'Byte');
    code.make();
    const modules = code.getModuleCount();
    const cells: string[] = [];
    for (let row = 0; row < modules; row += 1) {
      for (let col = 0; col < modules; col += 1) if (code.isDark(row, col)) cells.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    }
    return { count: modules + 8, path: cells.join('') };
  }, [value]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-value={value}
      shapeRendering="crispEdges"
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
