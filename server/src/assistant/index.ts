/**
 * The intelligent assistant (docs/assistant.md): real calls turned into practice, questions generated
 * from the library's documents, and a knowledge base that answers with its passages. What other
 * domains may use of it is exported here.
 */
export {};
