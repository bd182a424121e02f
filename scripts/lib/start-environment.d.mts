export declare function startEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
