/** Node's options for the compiled server (node-args.mjs). */
export declare const SERVER_NODE_ARGS: readonly string[];
/** glibc's allocator settings for the server (node-args.mjs). */
export declare const SERVER_GLIBC_TUNABLES: string;
/** The server's environment beyond the deployment's own (node-args.mjs). */
export declare const SERVER_ENV: { readonly GLIBC_TUNABLES: string };
/** The compiled server's command line (node-args.mjs). */
export declare const SERVER_COMMAND: string;
