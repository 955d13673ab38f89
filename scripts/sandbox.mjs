import { runnerImport } from 'vite';

// The sandbox is TypeScript; Node 20 cannot strip types, so Vite's module runner loads it.
const { module } = await runnerImport('/demo-pages/sandbox/server.ts');
const port = Number(process.env.PORT ?? 4180);
const server = await module.startSandbox(port);
const address = server.address();
console.log(`Sandbox backend at http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`);
