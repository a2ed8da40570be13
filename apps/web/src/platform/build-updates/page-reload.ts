// The one side effect of the watcher that tests replace: reloading the page.
export function reloadPage(): void {
  window.location.reload();
}
