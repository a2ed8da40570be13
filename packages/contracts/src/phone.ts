// Russian mobile and landline numbers in the one form the contract accepts: "+7" and ten digits.

export const RUSSIAN_PHONE_PATTERN = /^\+7\d{10}$/;

/**
 * Turns what a visitor typed ("8 (918) 123-45-67", "+7 918 1234567", "9181234567") into
 * "+79181234567"; null when it cannot be a Russian number.
 */
export function normalizeRussianPhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10) return `+7${digits}`;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `+7${digits.slice(1)}`;
  return null;
}
