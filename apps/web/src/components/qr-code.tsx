import { useEffect, useState } from 'react';
import { cn } from '../lib/utils';
import { Skeleton } from './ui/skeleton';

/** The dark modules of a QR symbol as one SVG path (one 1×1 square per module). */
export function qrPath(size: number, isDark: (row: number, col: number) => boolean): string {
  let d = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  return d;
}

/**
 * A QR code drawn as SVG (dark on white whatever the theme, as scanners expect). The encoder is
 * loaded when the first code is shown, so it never weighs on other screens.
 */
export function QrCode({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const [symbol, setSymbol] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(value, { errorCorrectionLevel: 'M' });
      const path = qrPath(modules.size, (row, col) => modules.data[row * modules.size + col] === 1);
      if (live) setSymbol({ size: modules.size, path });
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!symbol) return <Skeleton className={cn('aspect-square w-48', className)} />;
  const quiet = 2;
  const box = symbol.size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      className={cn('aspect-square w-48 rounded-lg bg-white', className)}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}
