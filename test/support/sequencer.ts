import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The unit tests are quick but for a few long pure-rule files (every German state's holidays
// over three centuries, in the unit-isolated project). Run last, as Vitest orders projects by
// name, one of those ran alone at the end of every run while the other workers had nothing left
// to do; first, it runs beside everything else.
const PROJECT_ORDER = ['unit-isolated', 'unit', 'postgres', 'sqlite'];

/** Vitest's own order within a project (failed first, then longest first); the unit tests first. */
export default class UnitTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = PROJECT_ORDER.indexOf(file.project.name);
      return index === -1 ? PROJECT_ORDER.length : index;
    };
    // Array sorting is stable, so each project keeps Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
