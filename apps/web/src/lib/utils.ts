import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merge class names, letting later Tailwind utilities win (shadcn's `cn`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

const integerFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** 1234 → "1,234" in the user's locale. */
export function formatInteger(value: number): string {
  return integerFormat.format(value);
}
