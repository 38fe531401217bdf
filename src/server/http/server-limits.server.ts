import type { Server, ServerOptions } from 'node:http';

/** The Node server's guards against slow and piled-up clients (env HTTP_*; see .env.example). */
export interface ServerLimits {
  /** A client must finish sending its headers within this (slowloris). */
  headersTimeoutMs: number;
  /** …and its whole request, body included, within this. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections beyond this are refused (0: no cap). */
  maxConnections: number;
}

/**
 * Options for http.createServer. Node checks the header and request timeouts only every
 * connectionsCheckingInterval (30 s by default), which would let a dribbling client
 * live half a minute past its deadline; check every second, or sooner for short limits.
 */
export function serverOptions(l: ServerLimits): ServerOptions {
  return {
    headersTimeout: l.headersTimeoutMs,
    requestTimeout: l.requestTimeoutMs,
    keepAliveTimeout: l.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(l.headersTimeoutMs / 4))),
  };
}

/** What createServer's options cannot carry. */
export function applyServerLimits(server: Server, l: ServerLimits): void {
  if (l.maxConnections > 0) server.maxConnections = l.maxConnections;
  // Keep-alive must outlast the headers timeout's check of a reused connection.
  server.keepAliveTimeout = l.keepAliveTimeoutMs;
}
