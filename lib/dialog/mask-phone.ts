/** Shows a phone with all but the last four digits hidden: `(***) ***-0101` (GSM-7 safe for SMS). */
export function maskPhone(phone: string): string {
  return `(***) ***-${phone.replace(/\D/g, '').slice(-4)}`;
}
