/** Node's options for the compiled server (node-args.mjs). */
export declare const SERVER_NODE_ARGS: readonly string[];
