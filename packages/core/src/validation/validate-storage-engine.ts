import { STORAGE_ENGINES, type StorageEngine } from '../constants/preferences.js';
import { invalid, valid, type Validation } from './result.js';

export function validateStorageEngine(input: unknown): Validation<StorageEngine> {
  const engine = STORAGE_ENGINES.find((candidate) => candidate === input);
  return engine ? valid(engine) : invalid('storageEngineInvalid', { field: 'storageEngine' });
}
