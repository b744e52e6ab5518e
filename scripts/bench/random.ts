// the bench builds its data and its URLs with the tests' seeded generator
export * from '../../src-server/test/seeded-random';
