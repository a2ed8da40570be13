// Fallback secrets so `npm run start` inside cms/ works on its own in development.
// They are public (committed), so production must pass real values through the environment;
// the repository's orchestrator always does.
export const devFallback = {
  APP_KEYS: ['dev-app-key-novostroy-1', 'dev-app-key-novostroy-2', 'dev-app-key-novostroy-3', 'dev-app-key-novostroy-4'],
  API_TOKEN_SALT: 'dev-api-token-salt-novostroy',
  ADMIN_JWT_SECRET: 'dev-admin-jwt-secret-novostroy',
  TRANSFER_TOKEN_SALT: 'dev-transfer-token-salt-novostroy',
  JWT_SECRET: 'dev-jwt-secret-novostroy',
  // 32 characters: Strapi derives an AES-256 key from it to keep API tokens viewable in the admin.
  ENCRYPTION_KEY: 'dev-encryption-key-novostroy-32c',
} as const;
