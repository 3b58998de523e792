import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial';

// Versioned migrations, listed here (not read from disk) so the bundled server carries them.
// Add a new file as NNNN-name.ts and register it below; never edit one that has shipped.
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
