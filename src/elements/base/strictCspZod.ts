import { config } from 'zod/v4/core';

// zod's JIT probes `new Function("")`, a Trusted Types violation under the strict CSP the elements target.
config({ jitless: true });
