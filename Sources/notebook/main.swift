import NotebookCommands

NotebookCommand.main()
