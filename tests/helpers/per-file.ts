import { afterAll } from 'vitest';
import { closeFileResources } from './file-closers.js';

// A setup file runs again for every test file (the modules it imports do not): each file closes what it built.
afterAll(closeFileResources);
