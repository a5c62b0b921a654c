import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';

/** What every module gets: configuration and the open database. Built once by buildApp. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  jwtSecret: string;
};
