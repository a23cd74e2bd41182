// Every test file: the temporary directories its helpers made go when its tests have run.
import { afterAll } from 'vitest';
import { removeTemporaryDirs } from './helpers/temporary-dirs.js';

afterAll(removeTemporaryDirs);
