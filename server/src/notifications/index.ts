// What the other domains may use of notifications: nothing yet (the composition roots wire its routes and jobs).
export {};
