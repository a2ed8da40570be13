// Test stand-in for 'server-only': the real package throws when imported outside Next's server layer.
export {};
