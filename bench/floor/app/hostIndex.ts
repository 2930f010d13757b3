// The floor's root, as Amparo's: its entry only loads the bootstrap, so that the federation's shared
// modules are set up before anything uses them.
void import('./hostBootstrap');
