/**
 * Shows a phone with all but the last four digits hidden: `(***) ***-0101`, the one mask of every
 * reply, text and terminal line (GSM-7 safe, so an SMS stays 160 characters a segment).
 * @example maskPhone('+12125550101') // '(***) ***-0101'
 */
export function maskPhone(phone: string): string {
  return `(***) ***-${phone.replace(/\D/g, '').slice(-4)}`;
}

/**
 * The text with every phone number in it (10 digits, or 11 from a leading 1, as people type them)
 * masked: what is echoed back and kept in the conversation's state never holds one in clear.
 * @example maskPhonesIn('Staff: (212) 555-0101') // 'Staff: (***) ***-0101'
 */
export function maskPhonesIn(text: string): string {
  return text.replace(/[+(]?\d[\d\s().-]*\d\)?/g, (run) => {
    const digits = run.replace(/\D/g, '');
    const phone = digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
    return phone ? maskPhone(run) : run;
  });
}
