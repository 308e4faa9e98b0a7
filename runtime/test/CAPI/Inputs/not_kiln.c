/* A shared library that is not a kiln artifact (no descriptor). */
int not_kiln_answer(void) { return 42; }
