// supabase-js builds a realtime client in createClient, which needs a global WebSocket;
// Node 20 has none (Node 22 added it).
import { WebSocket } from 'ws';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
