// Collects metric entries and sends them in one request when the page is hidden (tab switched,
// closed, app backgrounded): LCP, CLS and INP are final only then, and one request per page view
// is kinder to the server than one per metric.
import { MAX_ENTRIES, type VitalsEntry, type VitalsPayload } from './payload';

export class VitalsQueue {
  private entries: VitalsEntry[] = [];

  constructor(private readonly send: (payload: VitalsPayload) => void) {}

  add(entry: VitalsEntry): void {
    // A later value of the same metric for the same route replaces the earlier one (CLS and INP
    // are reported again when they grow).
    this.entries = this.entries.filter((e) => !(e.name === entry.name && e.route === entry.route));
    this.entries.push(entry);
    if (this.entries.length >= MAX_ENTRIES) this.flush();
  }

  flush(): void {
    if (this.entries.length === 0) return;
    const metrics = this.entries.slice(0, MAX_ENTRIES);
    this.entries = this.entries.slice(MAX_ENTRIES);
    this.send({ metrics });
  }
}
