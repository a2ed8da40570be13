// A sliding-window request log per key on Redis, the same rule as the in-memory RateLimiter
// (lib/http/guards.ts) but counted across every web instance: one sorted set per key holds the
// times of the counted requests within the window. One Lua script prunes, counts and adds
// atomically (two instances can never both take the last place), with Redis's own clock so the
// instances' clocks do not matter. Keys expire with their window.
import type { RedisClient } from './client';

export type WindowTake = { allowed: true; member: string } | { allowed: false; retryAfterMs: number };

// KEYS[1] the key's sorted set; ARGV: limit, window (ms), a random id that makes the member unique.
// Returns {1, member} when counted, {0, ms until the oldest counted request leaves the window} when not.
export const SLIDING_WINDOW_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + window - now}
end
local member = now .. ':' .. ARGV[3]
redis.call('ZADD', KEYS[1], now, member)
redis.call('PEXPIRE', KEYS[1], window)
return {1, member}
`;

export async function takeFromWindow(client: RedisClient, key: string, limit: number, windowMs: number): Promise<WindowTake> {
  const answer = (await client.eval(SLIDING_WINDOW_SCRIPT, {
    keys: [key],
    arguments: [String(limit), String(windowMs), crypto.randomUUID()],
  })) as [number, string | number];
  if (!Array.isArray(answer) || answer.length !== 2) throw new Error('unexpected answer of the rate-limit script');
  const [counted, detail] = answer;
  if (Number(counted) === 1) return { allowed: true, member: String(detail) };
  return { allowed: false, retryAfterMs: Math.max(0, Number(detail)) };
}

/** Gives one counted request back (the request failed on our side): the visitor may retry it. */
export async function giveBackToWindow(client: RedisClient, key: string, member: string): Promise<void> {
  await client.zRem(key, member);
}
