// Security headers and the CSP nonce (docs/security.md), and the nginx cache layer's handshake.
export { EDGE_SECRET_HEADER, edgeCacheHeaders, edgeSettingsFrom, isEdgeRequest } from './edge';
export { FULL_PATH_REQUEST_HEADER, METRICA_ORIGINS, NONCE_REQUEST_HEADER, STRIPPED_REQUEST_HEADERS, createNonce, embedPolicy, isEmbeddablePath, originsOf, securityHeaders, tileSourcesOf } from './headers';
