from corsairs.cli import main

main()
