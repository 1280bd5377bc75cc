import { config } from 'zod/v4/core';

// zod's JIT probes the Function constructor, a Trusted Types violation under the strict CSP the elements target.
config({ jitless: true });
