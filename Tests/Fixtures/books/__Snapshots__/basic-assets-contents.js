window.NotebookContents = {"pages":[["01-affine.html",1,"Affine transforms"],
["02-perspective.html",2,"Perspective"]]};
