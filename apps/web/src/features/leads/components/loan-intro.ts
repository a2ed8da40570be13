// The loan consultation's intro line, naming the programme where it is known: shared by the
// page's section (server) and the dialog's button (client), apart from the section's module so
// that the button does not bring the section's styles into the browser.
export function loanIntro(loanName: string | undefined): string {
  return loanName
    ? `Расскажем об условиях программы «${loanName}» и поможем рассчитать платёж.`
    : 'Расскажем об условиях программы и поможем рассчитать платёж.';
}
