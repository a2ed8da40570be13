// Attribution: the visitor's UTM and click ids, kept in localStorage `utm` (spec §3, §4).
export { AttributionRecorder } from './attribution-recorder';
export { readAttributionForLead, type AttributionRecord } from './attribution';
