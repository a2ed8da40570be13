// One health probe of an upstream: reachable or not, the HTTP status and the latency. The result
// names no URL, header or token, so /debug can show it as is.
export interface UpstreamHealth {
  reachable: boolean;
  status: number | null;
  latencyMs: number;
  /** A short reason when unreachable: timeout, refused, or the error's name. */
  problem: string | null;
}

export async function probeUpstream(url: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<UpstreamHealth> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return {
      reachable: response.ok,
      status: response.status,
      latencyMs: latency(),
      problem: response.ok ? null : `HTTP ${response.status}`,
    };
  } catch (error) {
    return { reachable: false, status: null, latencyMs: latency(), problem: describeFailure(error, timeoutMs) };
  }
}

// Only a category: a raw network error message can carry the URL, and through it a query token.
function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `нет ответа за ${timeoutMs} мс`;
  }
  const code = error instanceof Error && error.cause instanceof Error && 'code' in error.cause ? String(error.cause.code) : null;
  if (code === 'ECONNREFUSED') return 'соединение отклонено';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'адрес не найден';
  return code ?? (error instanceof Error ? error.name : 'ошибка');
}
