import NotebookCommands

AllocatorTuning.apply()
NotebookCommand.main()
